import { describe, expect, it } from 'vitest';
import { updatePdpaBody } from './pdpa';

describe('updatePdpaBody', () => {
  it('takes the action as a form string or a JSON number, and only 1, 2, 4 or 6', () => {
    const base = { Pdpa_Article_Alt_Reference: 'A', Pdpa_Article_Group_Key: 'G' };
    expect(updatePdpaBody.parse({ ...base, Pdpa_Action: '4' }).Pdpa_Action).toBe(4);
    expect(updatePdpaBody.parse({ ...base, Pdpa_Action: 6 }).Pdpa_Action).toBe(6);
    for (const action of ['', '3', 0, null, 'consent']) {
      expect(
        updatePdpaBody.safeParse({ ...base, Pdpa_Action: action }).success,
        String(action),
      ).toBe(false);
    }
  });
});
