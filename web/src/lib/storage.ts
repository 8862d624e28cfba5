/*
 * The one owner of browser storage. Every key the app keeps is listed here, prefixed `crm`;
 * session keys live in sessionStorage, the rest in localStorage.
 */
const local = {
  userToken: 'crm.userToken',
  storeRef: 'crm.storeRef',
  customFieldsProgress: 'crm.customFieldsProgress',
  pdpaData: 'crm.pdpaData',
  pdpaToken: 'crm.pdpaToken',
  statePage: 'crm.statePage',
  mobile: 'crm.mobile',
  authToken: 'crm.authToken',
  otpData: 'crm.otpData',
  provider: 'crm.provider',
  selectedProvider: 'crm.selectedProvider',
  lineLogin: 'crm.lineLogin',
  isGlobal: 'crm.isGlobal',
  withdrawPdpa: 'crm.withdrawPdpa',
  welcomePoint: 'crm.welcomePoint',
  countdownTime: 'crm.countdownTime',
  lineIdentityRef: 'crm.lineIdentityRef',
  lineAction: 'crm.lineAction',
  pointMember: 'crm.pointMember',
  invalidCustomer: 'crm.invalidCustomer',
  qrCode: 'crm.qrCode',
  /** The member card last drawn (lib/member-card), for the points-collection modal offline. */
  memberCard: 'crm.memberCard',
  /** The member page a signed-out visitor opened, for after the sign-in (app/return-to). */
  returnTo: 'crm.returnTo',
  darkMode: 'crm.darkMode',
  settings: 'crm.settings',
  config: 'crm.config',
  checkIssueCP: 'crm.checkIssueCP',
  transactionId: 'crm.transactionId',
  openModal: 'crm.openModal',
  language: 'crm.language',
  /** The last theme colours of each brand, painted before the theme request answers. */
  brandThemes: 'crm.brandThemes',
  /** Per brand, the number that last signed in with its PIN here: its PIN is asked first. */
  pinSignIn: 'crm.pinSignIn',
} as const;

const session = {
  brand: 'crm.brand',
} as const;

export type LocalKey = keyof typeof local;
export type SessionKey = keyof typeof session;

/**
 * What this device keeps for whoever uses it next, so it outlives logout: its language, the
 * brands' colours, and the number whose PIN sign-in it offers first.
 */
const devicePreferences: readonly LocalKey[] = ['language', 'brandThemes', 'pinSignIn'];

function safe<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    // Storage can be blocked (private mode, in-app browsers); the app still works without it.
    return fallback;
  }
}

export const storage = {
  get(key: LocalKey): string | null {
    return safe(() => localStorage.getItem(local[key]), null);
  },
  set(key: LocalKey, value: string): void {
    safe(() => localStorage.setItem(local[key], value), undefined);
  },
  remove(...keys: LocalKey[]): void {
    for (const key of keys) safe(() => localStorage.removeItem(local[key]), undefined);
  },
  getJson<T>(key: LocalKey): T | null {
    const raw = storage.get(key);
    if (raw === null) return null;
    return safe(() => JSON.parse(raw) as T, null);
  },
  setJson(key: LocalKey, value: unknown): void {
    storage.set(key, JSON.stringify(value));
  },
  getSession(key: SessionKey): string | null {
    return safe(() => sessionStorage.getItem(session[key]), null);
  },
  setSession(key: SessionKey, value: string): void {
    safe(() => sessionStorage.setItem(session[key], value), undefined);
  },
  brandRef(): string | null {
    return storage.getSession('brand');
  },
  /**
   * Logout and brand switch: every local and session key goes (spec 4, Login state), except the
   * device preferences, so the next visitor on this device keeps its language, no colour flash
   * and the PIN sign-in of the device's member.
   */
  clearAll(): void {
    const kept = devicePreferences.map((key) => [key, storage.get(key)] as const);
    safe(() => localStorage.clear(), undefined);
    safe(() => sessionStorage.clear(), undefined);
    for (const [key, value] of kept) if (value !== null) storage.set(key, value);
  },
  /** Keys that end a member's session without forgetting the brand or device settings. */
  clearSession(): void {
    storage.remove(
      'userToken',
      'authToken',
      'otpData',
      'pdpaData',
      'pdpaToken',
      'statePage',
      'withdrawPdpa',
      'welcomePoint',
      'lineIdentityRef',
      'lineAction',
      'pointMember',
      'invalidCustomer',
      'qrCode',
      'memberCard',
      'transactionId',
      'openModal',
      'checkIssueCP',
      'customFieldsProgress',
    );
  },
};
