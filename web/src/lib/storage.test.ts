import { afterEach, describe, expect, it } from 'vitest';
import { storage } from './storage';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('storage.clearAll', () => {
  it("empties both storages but keeps the device's language, brand themes and PIN number", () => {
    storage.set('userToken', 'token');
    storage.set('checkIssueCP', 'true');
    storage.setSession('brand', 'demo');
    storage.set('language', 'en-US');
    storage.setJson('brandThemes', { demo: { primary: '#6F4E37' } });
    storage.setJson('pinSignIn', { demo: '0891234567' });

    storage.clearAll();

    expect(storage.get('userToken')).toBeNull();
    expect(storage.get('checkIssueCP')).toBeNull();
    expect(storage.brandRef()).toBeNull();
    expect(storage.get('language')).toBe('en-US');
    expect(storage.getJson('brandThemes')).toEqual({ demo: { primary: '#6F4E37' } });
    expect(storage.getJson('pinSignIn')).toEqual({ demo: '0891234567' });
    expect(Object.keys(localStorage)).toEqual(
      expect.arrayContaining(['crm.language', 'crm.brandThemes', 'crm.pinSignIn']),
    );
    expect(localStorage).toHaveLength(3);
  });
});
