import type { ApiError } from '@crm/contract/envelope';
import { errorCatalogue, type ErrorCode } from './catalogue';

/** A known failure: the error handler turns it into the envelope with its catalogue text. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    /** Extra English detail, e.g. which field; the Thai text stays the catalogue's. */
    readonly detail?: string,
    readonly detailTh?: string,
  ) {
    super(detail ?? code);
  }

  get status(): number {
    return errorCatalogue[this.code].status;
  }

  toBody(): { error: ApiError } {
    return toErrorBody(this.code, this.detail, this.detailTh);
  }
}

export function toErrorBody(code: ErrorCode, detail?: string, detailTh?: string) {
  const entry = errorCatalogue[code];
  return {
    error: {
      http_status: entry.status,
      code,
      title_th: entry.th[0],
      message_th: detailTh ?? entry.th[1],
      title_en: entry.en[0],
      message_en: detail ?? entry.en[1],
    },
  };
}
