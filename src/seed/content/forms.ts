import type { Form } from '@/payload-types'

/** A builder form as the seed writes it: everything an operator fills in. */
export type FormSeed = Omit<Form, 'id' | 'createdAt' | 'updatedAt' | '_status'>

/**
 * The member survey on /dashboard/benefits (connected form block). A feedback form: answers go to
 * Form submissions and the survey counts as completed for the member's business.
 */
export const vendorProgramsSurvey: FormSeed = {
  formName: 'Vendor programs survey',
  formSlug: 'vendor-programs-survey',
  formType: 'FEEDBACK',
  formCollection: 'member-feedback',
  formSource: 'vendor-programs-survey',
  formTitle: 'How are your vendor programs working for you?',
  formSubtitle: 'Six short questions. The member services team reads every answer.',
  formButtonText: 'Send feedback',
  formNote: 'We use your answers to negotiate with our vendors. We never pass them on with your name unless you ask us to.',
  formLayerStyle: 'light',
  formRedirect: false,
  fields: [
    {
      blockType: 'formSelect',
      name: 'mainProgram',
      label: 'Which program does your business use most?',
      placeholder: 'Choose a program',
      required: true,
      width: 'full',
      options: [
        { label: 'ODP Business Solutions (office supplies)', value: 'odp' },
        { label: 'Dell Technologies', value: 'dell' },
        { label: 'FedEx shipping', value: 'fedex' },
        { label: 'None of them yet', value: 'none' },
      ],
    },
    { blockType: 'formRater', name: 'pricingRating', label: 'How happy are you with member pricing?', min: 1, max: 5, width: 'full' },
    {
      blockType: 'formSlider',
      name: 'purchasingHours',
      label: 'Hours a month your team spends on purchasing',
      min: 0,
      max: 40,
      step: 1,
      width: 'full',
    },
    {
      blockType: 'formCheckboxGroup',
      name: 'improvements',
      label: 'What would make the programs more useful?',
      width: 'full',
      options: [
        { label: 'More product categories', value: 'more-categories' },
        { label: 'Faster account setup', value: 'faster-setup' },
        { label: 'Better shipping rates', value: 'shipping-rates' },
        { label: 'A monthly savings report', value: 'savings-report' },
        { label: 'A call with a purchasing specialist', value: 'specialist-call' },
      ],
    },
    {
      blockType: 'formTextarea',
      name: 'comments',
      label: 'Tell us about a recent order that went well, or badly',
      placeholder: 'What you ordered, what happened, what you expected',
      required: true,
      width: 'full',
    },
    {
      blockType: 'formInputGroup',
      label: 'May we follow up? (optional)',
      fields: [
        { blockType: 'formInput', name: 'email', label: 'Email', inputType: 'EMAIL', required: false, width: 'half' },
        { blockType: 'formInput', name: 'phoneNumber', label: 'Phone', inputType: 'TEL', required: false, width: 'half' },
      ],
    },
  ],
}

/**
 * The account-problem report on the ODP existing-account page (activate block): not a feedback
 * form, so it goes to its confirmation page on success.
 */
export const odpAccountIssueForm: FormSeed = {
  formName: 'ODP account problem report',
  formSlug: 'odp-account-issue',
  formType: 'ODP_ERROR',
  formCollection: 'odp-account-issues',
  formSource: 'odp-account-issue',
  formActivateLabel: 'Report a problem with my account',
  formTitle: 'Tell us what went wrong',
  formSubtitle: 'A member services specialist replies within two business days.',
  formButtonText: 'Send report',
  formLayerStyle: 'light',
  formRedirect: true,
  formConfirm: 'odp-account-issue-confirmation',
  fields: [
    {
      blockType: 'formInputGroup',
      label: 'How we reach you',
      fields: [
        { blockType: 'formInput', name: 'email', label: 'Email', inputType: 'EMAIL', required: true, width: 'half' },
        { blockType: 'formInput', name: 'phoneNumber', label: 'Phone', inputType: 'TEL', required: true, width: 'half' },
      ],
    },
    {
      blockType: 'formFieldGroup',
      label: 'Your account',
      fields: [
        { blockType: 'formInput', name: 'company', label: 'Business name', inputType: 'TEXT', required: true, width: 'half' },
        { blockType: 'formInput', name: 'zipcode', label: 'Business ZIP code', inputType: 'ZIPCODE', required: true, width: 'half' },
        { blockType: 'formInput', name: 'website', label: 'Business website', inputType: 'URL', required: false, width: 'full' },
        {
          blockType: 'formSelect',
          name: 'problem',
          label: 'What is the problem?',
          required: true,
          width: 'full',
          options: [
            { label: 'Member prices do not show', value: 'prices-missing' },
            { label: 'I cannot link my existing account', value: 'link-failed' },
            { label: 'My purchasing card was declined', value: 'card-declined' },
            { label: 'Something else', value: 'other' },
          ],
        },
        { blockType: 'formTextarea', name: 'details', label: 'What happened?', required: true, width: 'full' },
      ],
    },
  ],
}

export const formSeeds: FormSeed[] = [vendorProgramsSurvey, odpAccountIssueForm]
