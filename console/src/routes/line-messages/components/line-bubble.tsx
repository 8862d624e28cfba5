import { Box, Center, Group, Stack, Text } from '@mantine/core';
import { IconBrandLine } from '@tabler/icons-react';

/** LINE's chat: a blue-grey backdrop, the account's round icon, white bubbles with a tail. */
const CHAT_BACKGROUND = '#8CABD8';
const LINE_GREEN = '#06C755';

/** A message as LINE draws it in a member's chat, for previews. */
export function LineChat({
  accountName,
  messages,
  label,
}: {
  accountName: string;
  messages: { key: string; text: string; caption: string }[];
  label: string;
}) {
  return (
    <Box
      role="group"
      aria-label={label}
      p="md"
      style={{ background: CHAT_BACKGROUND, borderRadius: 'var(--mantine-radius-md)' }}
    >
      <Stack gap="md">
        {messages.map((message) => (
          <Group key={message.key} gap={8} align="flex-start" wrap="nowrap">
            <Center
              w={36}
              h={36}
              style={{ borderRadius: '50%', background: LINE_GREEN, flexShrink: 0 }}
              aria-hidden
            >
              <IconBrandLine size={22} color="white" />
            </Center>
            <Stack gap={4} miw={0}>
              <Text size="xs" c="white" fw={500}>
                {accountName} · {message.caption}
              </Text>
              <Box
                data-testid="line-bubble"
                px={14}
                py={10}
                maw={340}
                style={{
                  background: 'white',
                  borderRadius: 18,
                  borderTopLeftRadius: 4,
                  boxShadow: '0 1px 1px rgba(0,0,0,.08)',
                }}
              >
                <Text
                  size="sm"
                  style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', lineHeight: 1.55 }}
                >
                  {message.text}
                </Text>
              </Box>
            </Stack>
          </Group>
        ))}
      </Stack>
    </Box>
  );
}
