/** The registration forms section's screens, under /console/. */
export const formPaths = {
  list: '/registration-forms',
  form: (formId: number) => `/registration-forms/${formId}`,
};
