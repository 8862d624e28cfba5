import { queryOptions, useMutation } from '@tanstack/react-query';
import type {
  AdminForm,
  FieldCreateRequest,
  FieldUpdateRequest,
  FormCreateRequest,
  FormUpdateRequest,
} from '@crm/contract/registration-forms';
import { http } from '@/common/api/http';
import { queryClient } from '@/common/api/query-client';

/** The brand's registration forms: one list, every screen reads it. */
export const formsQuery = queryOptions({
  queryKey: ['registration-forms'],
  queryFn: async ({ signal }) =>
    (await http.get<{ forms: AdminForm[] }>('/operator/forms', { signal })).forms,
});

/** A change answers the form (or all forms) as now stored: the list takes it without a refetch. */
function keepForm(form: AdminForm) {
  queryClient.setQueryData(formsQuery.queryKey, (forms) =>
    forms?.some((entry) => entry.form_id === form.form_id)
      ? forms.map((entry) => (entry.form_id === form.form_id ? form : entry))
      : [...(forms ?? []), form],
  );
}

export function useCreateForm() {
  return useMutation({
    mutationFn: (body: FormCreateRequest) => http.post<AdminForm>('/operator/forms', { body }),
    onSuccess: keepForm,
  });
}

export function useUpdateForm(formId: number) {
  return useMutation({
    mutationFn: (body: FormUpdateRequest) =>
      http.put<AdminForm>(`/operator/forms/${formId}`, { body }),
    onSuccess: keepForm,
  });
}

export function useOrderForms() {
  return useMutation({
    mutationFn: async (formIds: number[]) =>
      (
        await http.put<{ forms: AdminForm[] }>('/operator/forms/order', {
          body: { form_ids: formIds },
        })
      ).forms,
    onSuccess: (forms) => queryClient.setQueryData(formsQuery.queryKey, forms),
  });
}

export function useCreateField(formId: number) {
  return useMutation({
    mutationFn: (body: FieldCreateRequest) =>
      http.post<AdminForm>(`/operator/forms/${formId}/fields`, { body }),
    onSuccess: keepForm,
  });
}

export function useUpdateField(formId: number) {
  return useMutation({
    mutationFn: ({ fieldId, body }: { fieldId: number; body: FieldUpdateRequest }) =>
      http.put<AdminForm>(`/operator/forms/${formId}/fields/${fieldId}`, { body }),
    onSuccess: keepForm,
  });
}

export function useOrderFields(formId: number) {
  return useMutation({
    mutationFn: (fieldIds: number[]) =>
      http.put<AdminForm>(`/operator/forms/${formId}/fields/order`, {
        body: { field_ids: fieldIds },
      }),
    onSuccess: keepForm,
  });
}
