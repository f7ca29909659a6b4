import { entityForm } from '../../components/entity/entityForm';
import * as yup from 'yup';
import type { Address, AddressPayload } from './addressTypes';

export type AddressFormValues = AddressPayload;

export const emptyAddressValues: AddressFormValues = {
  street: '',
  house_number: '',
  postal_code: '',
  city: '',
  country: 'NO',
};

/** The rules the server checks too, so most mistakes show before a round trip. */
export const addressSchema = yup.object({
  street: yup.string().trim().required('Street is required').max(200, 'At most 200 characters'),
  house_number: yup.string().max(20, 'At most 20 characters'),
  postal_code: yup.string().max(20, 'At most 20 characters'),
  city: yup.string().max(100, 'At most 100 characters'),
  country: yup
    .string()
    .matches(/^[A-Za-z]{2}$/, 'A two-letter country code, e.g. NO')
    .required('Country is required'),
});

export function addressValuesOf(address: Address): AddressFormValues {
  const { street, house_number, postal_code, city, country } = address;
  return { street, house_number, postal_code, city, country };
}

/** The address form of the create and edit pages. */
export const addressForm = entityForm('address', {
  schema: addressSchema,
  empty: emptyAddressValues,
  valuesOf: addressValuesOf,
  payloadOf: (values) => values,
});
