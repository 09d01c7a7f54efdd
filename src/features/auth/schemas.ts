/**
 * Account forms (spec section 5, "Account and password rules"). One schema per form, used by
 * React Hook Form in the browser and parsed again by the server action. Objects strip keys they
 * do not know, so nothing unexpected reaches the auth service.
 */
import { z } from 'zod'

import { createEmailSchema, createPasswordSchema, emailSchema, requiredText } from '@/lib/validation'

import { RESET_PASSWORD_RULES, SIGN_UP_PASSWORD_RULES } from './password-rules'

export const AUTH_FORM_MESSAGES = {
  firstName: 'Please enter your first name',
  lastName: 'Please enter your last name',
  firstNameTooLong: 'First name must be 50 characters or fewer',
  lastNameTooLong: 'Last name must be 50 characters or fewer',
  terms: 'Please agree to Terms and Conditions and Privacy Policy',
  signInEmailRequired: 'Email is required',
  signInEmailInvalid: 'Email must be valid',
  signInPassword: 'Enter valid password',
  confirmPasswordRequired: 'Please confirm your password',
  passwordsMustMatch: 'Passwords must match',
} as const

export {
  passwordRuleChecks,
  RESET_PASSWORD_MIN_LENGTH,
  RESET_PASSWORD_RULES,
  resetPasswordRuleChecks,
  SIGN_UP_PASSWORD_MIN_LENGTH,
  SIGN_UP_PASSWORD_RULES,
} from './password-rules'

export const NAME_MAX_LENGTH = 50

/** A checkbox that must be ticked; its input stays `boolean` so a form can start unticked. */
const mustAgree = z
  .boolean({ error: AUTH_FORM_MESSAGES.terms })
  .refine((value) => value, { error: AUTH_FORM_MESSAGES.terms })

export const signUpSchema = z.object({
  // Names go into emails to the address given: short, so mail cannot carry a stranger's message.
  firstName: requiredText(AUTH_FORM_MESSAGES.firstName).max(NAME_MAX_LENGTH, { error: AUTH_FORM_MESSAGES.firstNameTooLong }),
  lastName: requiredText(AUTH_FORM_MESSAGES.lastName).max(NAME_MAX_LENGTH, { error: AUTH_FORM_MESSAGES.lastNameTooLong }),
  email: emailSchema,
  password: createPasswordSchema(SIGN_UP_PASSWORD_RULES),
  terms: mustAgree,
})
export type SignUpInput = z.input<typeof signUpSchema>
export type SignUpValues = z.output<typeof signUpSchema>

/**
 * The shortest password an account can have (spec section 5: sign-in's loosest variant, the
 * provider's weak-password rule): sign-up asks for 12 characters and a reset for 8.
 */
export const SIGN_IN_PASSWORD_MIN_LENGTH = 6

/** Sign-in checks no more than that: the other password rules are for new passwords. */
export const signInSchema = z.object({
  email: createEmailSchema({
    required: AUTH_FORM_MESSAGES.signInEmailRequired,
    invalid: AUTH_FORM_MESSAGES.signInEmailInvalid,
  }),
  password: z
    .string({ error: AUTH_FORM_MESSAGES.signInPassword })
    .min(SIGN_IN_PASSWORD_MIN_LENGTH, { error: AUTH_FORM_MESSAGES.signInPassword }),
})
export type SignInInput = z.input<typeof signInSchema>
export type SignInValues = z.output<typeof signInSchema>

export const forgotPasswordSchema = z.object({ email: emailSchema })
export type ForgotPasswordValues = z.output<typeof forgotPasswordSchema>

export const magicLinkSchema = z.object({ email: emailSchema })
export type MagicLinkValues = z.output<typeof magicLinkSchema>

export const resetPasswordSchema = z
  .object({
    password: createPasswordSchema(RESET_PASSWORD_RULES),
    confirmPassword: z
      .string({ error: AUTH_FORM_MESSAGES.confirmPasswordRequired })
      .min(1, { error: AUTH_FORM_MESSAGES.confirmPasswordRequired }),
  })
  .refine((values) => values.password === values.confirmPassword, {
    error: AUTH_FORM_MESSAGES.passwordsMustMatch,
    path: ['confirmPassword'],
    // Say so even while the password itself still breaks a rule.
    when: ({ value }) => {
      if (typeof value !== 'object' || value === null) return false
      const { password, confirmPassword } = value as Record<string, unknown>
      return (
        typeof password === 'string' &&
        typeof confirmPassword === 'string' &&
        confirmPassword !== ''
      )
    },
  })
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>
export type ResetPasswordValues = z.output<typeof resetPasswordSchema>
