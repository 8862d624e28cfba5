import { AppError } from '../../errors/app-error';
import { errorCatalogue, type ErrorCode } from '../../errors/catalogue';

type Vars = Record<string, string | number>;

const fill = (template: string, vars: Vars) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in vars ? String(vars[name]) : whole,
  );

/** A catalogue error whose Thai and English messages carry values, e.g. {remaining} tries. */
export function errorWith(code: ErrorCode, vars: Vars): AppError {
  const entry = errorCatalogue[code];
  return new AppError(code, fill(entry.en[1], vars), fill(entry.th[1], vars));
}

/** A refused attempt that should tell the client when to come back (Retry-After). */
export class RetryLaterError extends AppError {
  constructor(
    code: ErrorCode,
    readonly retryAfterSeconds: number,
    vars: Vars = {},
  ) {
    const entry = errorCatalogue[code];
    const values = {
      seconds: retryAfterSeconds,
      minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)),
      ...vars,
    };
    super(code, fill(entry.en[1], values), fill(entry.th[1], values));
  }
}

/** Unlock times are shown in Thailand's time, e.g. 14:05. */
export function bangkokTime(at: Date): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Bangkok',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(at);
}
