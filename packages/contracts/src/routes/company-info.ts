import { Type } from '@sinclair/typebox';
import { defineRoute, SIGNED_IN } from '../define-route';
import { body, result } from '../schema-parts';

/** The largest logo accepted, in bytes of the image: a header logo, not a photo. */
export const LOGO_MAX_BYTES = 256 * 1024;

const companyInfo = Type.Object({
  companyName: Type.String(),
  address: Type.String(),
  contactPerson: Type.String(),
  phone: Type.String(),
  email: Type.String(),
  // A type list, not anyOf: the serialiser writes it without trying each branch.
  logo: Type.Unsafe<string | null>({ type: ['string', 'null'], description: 'A data: URL of the logo, or null.' }),
});

const example = { companyName: 'Nordlager A/S', address: 'Havnevej 1, 8000 Aarhus', contactPerson: 'Mette Holm', phone: '+45 12 34 56 78', email: 'info@nordlager.dk', logo: null };

/** The business unit's company information (name, address, contact details, logo). */
export const CompanyInfo = {
  get: defineRoute({
    key: 'CompanyInfo.get',
    method: 'GET',
    path: 'companyinfo',
    permission: SIGNED_IN,
    query: body({}),
    answer: result(companyInfo),
    description: "The company information of the caller's business unit (name, address, contact details, logo as a data: URL); every signed-in user.",
    example: { result: example },
  }),
  save: defineRoute({
    key: 'CompanyInfo.save',
    method: 'POST',
    path: 'companyinfo',
    // The settings page's right (header/settings/can_edit_company_info) is checked by the table of writable settings too.
    permission: 'data/can_edit_company_info',
    body: body({
      // Required, but checked by the handler so that the answer is 'Please fill the required fields'.
      companyName: Type.Optional(Type.String({ maxLength: 200 })),
      address: Type.Optional(Type.String({ maxLength: 500 })),
      contactPerson: Type.Optional(Type.String({ maxLength: 200 })),
      phone: Type.Optional(Type.String({ maxLength: 50, pattern: '^[0-9 +()./-]*$' })),
      email: Type.Optional(Type.String({ maxLength: 200, pattern: '^$|^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' })),
      // A data: URL of a PNG, JPEG, GIF or WebP image (base64 grows 4/3; the header is short); null removes the logo; absent keeps it.
      logo: Type.Optional(Type.Unsafe<string | null>({ type: ['string', 'null'], maxLength: Math.ceil((LOGO_MAX_BYTES * 4) / 3) + 100 })),
    }),
    answer: result(companyInfo),
    description:
      "Write the company information of the caller's business unit (companyName required); the only call that writes the companyInfo setting (header/settings/can_edit_company_info and data/can_edit_company_info).",
    example: { result: example },
  }),
} as const;
