import {
  emailMessage,
  type FieldErrors,
  passwordMessage,
  phoneMessage,
  requiredMessage,
} from '../../../lib/validation';

export interface SignupValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  password: string;
}

export type SignupField = keyof SignupValues;

/** Checked before the server is asked, so mistakes are explained at once and in plain words. */
export function validateSignup(values: SignupValues): FieldErrors<SignupField> {
  return {
    firstName: requiredMessage(values.firstName, 'Enter your first name'),
    lastName: requiredMessage(values.lastName, 'Enter your last name'),
    email: emailMessage(values.email),
    phone: phoneMessage(values.phone),
    password: passwordMessage(values.password),
  };
}
