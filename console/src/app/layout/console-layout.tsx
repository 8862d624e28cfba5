import { Suspense } from 'react';
import { AppShell, Center, Loader, Progress } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Outlet, useNavigation } from 'react-router';
import { operatorMeQuery } from '@/common/api/operator-me';
import { sectionsFor } from '@/common/sections';
import { SessionGate } from '@/common/components/session-gate';
import { CounterNotice } from './counter-notice';
import { SideNav } from './side-nav';
import { TopBar } from './top-bar';

/**
 * The frame of every signed-in screen: the brand and account on top, the sections the operator
 * may open on the side (a drawer below tablet width). An operator with no section, a cashier,
 * is pointed to the counter app instead. A session that ends anywhere lands on sign-in.
 */
export function ConsoleLayout() {
  return (
    <SessionGate>
      <SignedInLayout />
    </SessionGate>
  );
}

function SignedInLayout() {
  const { data: me } = useSuspenseQuery(operatorMeQuery);
  const [opened, { toggle, close }] = useDisclosure();
  const navigation = useNavigation();
  const groups = sectionsFor(me.permissions);
  const hasSections = groups.length > 0;

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={
        hasSections ? { width: 264, breakpoint: 'md', collapsed: { mobile: !opened } } : undefined
      }
      padding={{ base: 'md', md: 'xl' }}
    >
      <AppShell.Header>
        <TopBar me={me} navOpened={opened} onToggleNav={hasSections ? toggle : undefined} />
      </AppShell.Header>
      {hasSections && (
        <AppShell.Navbar>
          <SideNav groups={groups} brandRef={me.brand_ref} onNavigate={close} />
        </AppShell.Navbar>
      )}
      <AppShell.Main bg="gray.0">
        {navigation.state === 'loading' && (
          <Progress
            value={100}
            animated
            size="xs"
            radius={0}
            pos="fixed"
            top={60}
            left={0}
            right={0}
            style={{ zIndex: 200 }}
          />
        )}
        {hasSections ? (
          <Suspense
            fallback={
              <Center h={240}>
                <Loader />
              </Center>
            }
          >
            <Outlet />
          </Suspense>
        ) : (
          <CounterNotice />
        )}
      </AppShell.Main>
    </AppShell>
  );
}
