import { importColumns } from '@crm/contract/member-import';

/** Excel opens a UTF-8 CSV as UTF-8 only when it starts with a byte-order mark. */
export const TEMPLATE_CSV =
  '\uFEFF' +
  [
    importColumns.join(','),
    '0812345678,สมชาย,ใจดี,15/04/2530,ชาย,somchai@example.com,1200,31/12/2569,',
    '0898765432,Suda,Rakthai,1992-11-03,female,,350,,',
  ].join('\r\n') +
  '\r\n';
