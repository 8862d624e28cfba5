import type { RouteName } from '@/lib/routes';

/** The routes of the shared consent view (spec 2.2: pdpa and sms-pdpa; 2.3: home.pdpa). */
export type ConsentRoute = Extract<
  RouteName,
  'authentication.pdpa' | 'authentication.sms-pdpa' | 'home.pdpa'
>;

/** Button label keys of the pdpa namespace, by route (spec 2.7). */
const buttonLabels: Record<ConsentRoute, 'continue' | 'confirm' | 'accept'> = {
  'authentication.pdpa': 'continue',
  'home.pdpa': 'confirm',
  'authentication.sms-pdpa': 'accept',
};

export function isConsentRoute(name: RouteName | undefined): name is ConsentRoute {
  return name !== undefined && Object.hasOwn(buttonLabels, name);
}

export interface ConsentControls {
  /** The tick box and button show only to someone who has not consented yet. */
  visible: boolean;
  /** The button waits for the tick. */
  disabled: boolean;
  labelKey: `buttons.${'continue' | 'confirm' | 'accept'}`;
}

/** How the consent controls look for a route, a tick box state and the member's consent. */
export function consentControls(input: {
  route: ConsentRoute;
  ticked: boolean;
  consented: boolean;
  busy?: boolean;
}): ConsentControls {
  return {
    visible: !input.consented,
    disabled: !input.ticked || input.busy === true,
    labelKey: `buttons.${buttonLabels[input.route]}`,
  };
}

/** The policy a visitor accepted before having an account, posted once they sign in. */
export interface AcceptedPolicy {
  altReference: string;
  groupKey: string;
}

/** Whether what was accepted is still the policy on offer. */
export function isSamePolicy(
  accepted: AcceptedPolicy | null,
  policy: { pdpa_article_alt_reference: string; pdpa_article_group_key: string } | undefined,
): boolean {
  return (
    accepted !== null &&
    policy !== undefined &&
    accepted.altReference === policy.pdpa_article_alt_reference &&
    accepted.groupKey === policy.pdpa_article_group_key
  );
}
