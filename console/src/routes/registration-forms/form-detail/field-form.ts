import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  fieldCreateRequest,
  fieldDefinitionProblems,
  fieldUpdateRequest,
  type AdminField,
  type FieldDefinition,
  type FieldDefinitionProblem,
} from '@crm/contract/registration-forms';

/** The field modal's values: a new field's name, or an existing field's active state, besides. */
export interface FieldFormValues {
  column_name: string;
  label_th: string;
  label_en: string;
  field_type: AdminField['field_type'];
  options: { value: string; label_th: string; label_en: string }[];
  is_required: boolean;
  min_value: number | null;
  max_value: number | null;
  integer_only: boolean;
  is_active: boolean;
}

export const emptyField: FieldFormValues = {
  column_name: '',
  label_th: '',
  label_en: '',
  field_type: 'text',
  options: [],
  is_required: false,
  min_value: null,
  max_value: null,
  integer_only: false,
  is_active: true,
};

export const fieldFormValues = (field: AdminField): FieldFormValues => ({
  ...field,
  options: field.options.map((option) => ({ ...option })),
});

/** A field's definition as the API takes it back. */
export const definitionOf = (field: AdminField): FieldDefinition => ({
  label_th: field.label_th,
  label_en: field.label_en,
  field_type: field.field_type,
  options: field.options,
  is_required: field.is_required,
  min_value: field.min_value,
  max_value: field.max_value,
  integer_only: field.integer_only,
});

const takesChoices = (type: FieldFormValues['field_type']) =>
  type === 'single' || type === 'multiple';

/** What the chosen type keeps: choices for single and multiple, bounds for numbers. */
export function forType(values: FieldFormValues): FieldFormValues {
  const number = values.field_type === 'number';
  return {
    ...values,
    options: takesChoices(values.field_type) ? values.options : [],
    min_value: number ? values.min_value : null,
    max_value: number ? values.max_value : null,
    integer_only: number && values.integer_only,
  };
}

/** The contract's schema of a new or a changed field, on what the chosen type keeps. */
export function fieldResolver(mode: 'create' | 'update'): Resolver<FieldFormValues> {
  // The form holds both modes' values; the schema reads the ones of its mode.
  const check = zodResolver(
    mode === 'create' ? fieldCreateRequest : fieldUpdateRequest,
  ) as unknown as Resolver<FieldFormValues>;
  return (values, context, options) => check(forType(values), context, options);
}

export function isDefinitionProblem(message: unknown): message is FieldDefinitionProblem {
  return fieldDefinitionProblems.some((problem) => problem === message);
}

export { takesChoices };
