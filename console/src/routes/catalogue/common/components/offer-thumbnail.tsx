import { Center, Image } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';

/** An offer's picture at a small size; a plain frame when it has none. */
export function OfferThumbnail({ url, size = 48 }: { url: string; size?: number }) {
  if (!url) {
    return (
      <Center w={size} h={size} bg="gray.1" style={{ borderRadius: 8, flex: 'none' }}>
        <IconPhoto size={size / 2} stroke={1.5} color="var(--mantine-color-gray-5)" />
      </Center>
    );
  }
  return (
    <Image
      src={url}
      alt=""
      w={size}
      h={size}
      fit="cover"
      radius="sm"
      style={{ flex: 'none', border: '1px solid var(--mantine-color-gray-2)' }}
    />
  );
}
