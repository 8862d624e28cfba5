import { describe, expect, it } from 'vitest';
import { consentControls, isConsentRoute, isSamePolicy } from './pdpa-rules';

describe('consent controls', () => {
  it('label the button by route', () => {
    const label = (route: Parameters<typeof consentControls>[0]['route']) =>
      consentControls({ route, ticked: true, consented: false }).labelKey;
    expect(label('authentication.pdpa')).toBe('buttons.continue');
    expect(label('home.pdpa')).toBe('buttons.confirm');
    expect(label('authentication.sms-pdpa')).toBe('buttons.accept');
  });

  it('keep the button disabled while the box is unticked or a consent is on its way', () => {
    const route = 'home.pdpa' as const;
    expect(consentControls({ route, ticked: true, consented: false }).disabled).toBe(false);
    expect(consentControls({ route, ticked: false, consented: false }).disabled).toBe(true);
    expect(consentControls({ route, ticked: true, consented: false, busy: true }).disabled).toBe(
      true,
    );
  });

  it('are hidden once the member consented', () => {
    expect(consentControls({ route: 'home.pdpa', ticked: true, consented: true }).visible).toBe(
      false,
    );
    expect(consentControls({ route: 'home.pdpa', ticked: true, consented: false }).visible).toBe(
      true,
    );
  });

  it('belong to the three consent routes only', () => {
    expect(isConsentRoute('authentication.sms-pdpa')).toBe(true);
    expect(isConsentRoute('home')).toBe(false);
    expect(isConsentRoute(undefined)).toBe(false);
  });
});

describe('a consent given before signing in', () => {
  const policy = { pdpa_article_alt_reference: 'PDPA-1', pdpa_article_group_key: 'member' };

  it('counts only for the policy still on offer', () => {
    expect(isSamePolicy({ altReference: 'PDPA-1', groupKey: 'member' }, policy)).toBe(true);
    expect(isSamePolicy({ altReference: 'PDPA-0', groupKey: 'member' }, policy)).toBe(false);
    expect(isSamePolicy(null, policy)).toBe(false);
    expect(isSamePolicy({ altReference: 'PDPA-1', groupKey: 'member' }, undefined)).toBe(false);
  });
});
