import {
  BUILDER_MESSAGES,
  type BuilderField,
  activateEventType,
  buildFormSchema,
  builderEmptyValues,
  definitionProblem,
  enterYour,
  fieldSchema,
  humanName,
  isFeedbackForm,
  leafFields,
} from './builder'

const messageOf = (field: BuilderField & { name: string }, value: unknown) => {
  const result = buildFormSchema([field]).safeParse({ [field.name]: value })
  return result.success ? null : result.error.issues[0]?.message
}

const input = (inputType: 'TEL' | 'EMAIL' | 'URL' | 'ZIPCODE' | 'TEXT', extra: { required?: boolean } = {}) =>
  ({ blockType: 'formInput', name: 'contact', label: 'Contact', inputType, ...extra }) as const

describe('builder form schema, by field type (spec 5)', () => {
  it('TEL takes 10 digits, plain or dashed, with the phone messages', () => {
    const tel = input('TEL')
    expect(messageOf(tel, '555-123-4567')).toBeNull()
    expect(messageOf(tel, '5551234567')).toBeNull()
    expect(messageOf(tel, '555-123-456')).toBe('Please enter a valid Phone Number (10 digits)')
    expect(messageOf(tel, '555 123 4567')).toBe('Please enter a valid phone number')
    expect(messageOf(tel, '')).toBe('Please enter a valid phone number')
  })

  it('EMAIL says Please enter a valid email address', () => {
    expect(messageOf(input('EMAIL'), 'owner@bakery.com')).toBeNull()
    expect(messageOf(input('EMAIL'), 'owner@')).toBe('Please enter a valid email address')
    expect(messageOf(input('EMAIL'), '')).toBe('Please enter a valid email address')
    expect(messageOf(input('EMAIL', { required: false }), '')).toBeNull()
    expect(messageOf(input('EMAIL', { required: false }), 'nope')).toBe('Please enter a valid email address')
  })

  it('URL says Please enter a valid website address', () => {
    expect(messageOf(input('URL'), 'https://www.bakery.com/')).toBeNull()
    expect(messageOf(input('URL'), 'bakery')).toBe('Please enter a valid website address')
  })

  it('ZIPCODE needs exactly 5 digits: Please enter your {name}', () => {
    const zip = { blockType: 'formInput', name: 'businessZip', label: 'ZIP', inputType: 'ZIPCODE' } as const
    expect(messageOf(zip, '02139')).toBeNull()
    expect(messageOf(zip, '0213')).toBe('Please enter your business zip')
    expect(messageOf(zip, '021399')).toBe('Please enter your business zip')
    expect(messageOf(zip, '')).toBe('Please enter your business zip')
  })

  it('TEXT is required only when flagged', () => {
    expect(messageOf(input('TEXT'), '')).toBeNull()
    expect(messageOf(input('TEXT'), undefined)).toBeNull()
    expect(messageOf(input('TEXT', { required: true }), '  ')).toBe('Please enter your contact')
    expect(messageOf(input('TEXT', { required: true }), 'Dana')).toBeNull()
  })

  it('Select takes one of its options: Please select an option', () => {
    const select = { blockType: 'formSelect', name: 'program', label: 'Program', options: [{ label: 'ODP', value: 'odp' }] } as const
    expect(messageOf(select, 'odp')).toBeNull()
    expect(messageOf(select, '')).toBe(BUILDER_MESSAGES.select)
    expect(messageOf(select, 'other')).toBe('Please select an option')
    expect(messageOf(select, undefined)).toBe('Please select an option')
  })

  it('Textarea is required: Please enter your {name}', () => {
    const textarea = { blockType: 'formTextarea', name: 'comments', label: 'Comments' } as const
    expect(messageOf(textarea, '')).toBe('Please enter your comments')
    expect(messageOf(textarea, 'Shipping rates went down.')).toBeNull()
  })

  it('Rater takes a number from 1 to 5: Select a value / Select a value 1 to 5', () => {
    const rater = { blockType: 'formRater', name: 'rating', label: 'Rating' } as const
    expect(messageOf(rater, '')).toBe('Select a value')
    expect(messageOf(rater, undefined)).toBe('Select a value')
    expect(messageOf(rater, 'great')).toBe('Select a value')
    expect(messageOf(rater, '6')).toBe('Select a value 1 to 5')
    expect(messageOf(rater, 0)).toBe('Select a value 1 to 5')
    expect(buildFormSchema([rater]).parse({ rating: '4' })).toEqual({ rating: 4 })
  })

  it('Slider takes a number within its own range (0 to 300 by default)', () => {
    const slider = { blockType: 'formSlider', name: 'hours', label: 'Hours', min: 0, max: 40 } as const
    expect(messageOf(slider, '12')).toBeNull()
    expect(messageOf(slider, '41')).toBe('Select a value 0 to 40')
    expect(messageOf(slider, null)).toBe('Select a value')
    const plain = { blockType: 'formSlider', name: 'spend', label: 'Spend' } as const
    expect(messageOf(plain, 300)).toBeNull()
    expect(messageOf(plain, 301)).toBe('Select a value 0 to 300')
  })

  it('Checkbox group needs at least one of its options', () => {
    const group = {
      blockType: 'formCheckboxGroup',
      name: 'programs',
      label: 'Programs',
      options: [
        { label: 'ODP', value: 'odp' },
        { label: 'Dell', value: 'dell' },
      ],
    } as const
    expect(messageOf(group, [])).toBe('At least one option must be selected')
    expect(messageOf(group, undefined)).toBe('At least one option must be selected')
    expect(messageOf(group, ['odp', 'unknown'])).toBe('At least one option must be selected')
    expect(messageOf(group, ['dell'])).toBeNull()
  })

  it('reads the fields inside input groups and field groups, drops unknown keys and keeps pageSource', () => {
    const fields: BuilderField[] = [
      {
        blockType: 'formInputGroup',
        label: 'Your name',
        fields: [{ blockType: 'formInput', name: 'firstName', label: 'First name', inputType: 'TEXT', required: true }],
      },
      { blockType: 'formFieldGroup', label: 'Program', fields: [{ blockType: 'formTextarea', name: 'story', label: 'Story' }] },
    ]
    expect(leafFields(fields).map((field) => field.name)).toEqual(['firstName', 'story'])
    const parsed = buildFormSchema(fields).parse({ firstName: ' Ana ', story: 'Good', extra: 'x', pageSource: 'member-survey' })
    expect(parsed).toEqual({ firstName: 'Ana', story: 'Good', pageSource: 'member-survey' })
    expect(buildFormSchema(fields).safeParse({ firstName: 'Ana', story: '' }).error?.issues[0]?.path).toEqual(['story'])
  })

  it('gives each field its starting value', () => {
    expect(
      builderEmptyValues([
        { blockType: 'formCheckboxGroup', name: 'a', label: 'A', options: [] },
        { blockType: 'formSlider', name: 'b', label: 'B', min: 10, max: 20 },
        { blockType: 'formRater', name: 'c', label: 'C' },
      ]),
    ).toEqual({ a: [], b: '10', c: '' })
  })

  it('fieldSchema of a lone field matches the form schema', () => {
    expect(fieldSchema({ blockType: 'formRater', name: 'r', label: 'R' }).safeParse('3').success).toBe(true)
  })
})

describe('builder definitions', () => {
  it('names a problem with a definition an operator saved', () => {
    expect(definitionProblem([{ blockType: 'formTextarea', name: 'comments', label: 'Comments' }])).toBeNull()
    expect(definitionProblem([{ blockType: 'formTextarea', name: '1st', label: 'First' }])).toMatch(/must start with a letter/)
    expect(
      definitionProblem([
        { blockType: 'formTextarea', name: 'a', label: 'A' },
        { blockType: 'formFieldGroup', fields: [{ blockType: 'formRater', name: 'a', label: 'Again' }] },
      ]),
    ).toMatch(/Two fields are named "a"/)
    expect(definitionProblem([{ blockType: 'formSelect', name: 'pick', label: 'Pick', options: [] }])).toMatch(/needs at least one option/)
    expect(definitionProblem([{ blockType: 'formTextarea', name: 'pageSource', label: 'Source' }])).toMatch(/reserved/)
  })

  it('knows feedback forms and the activate event (ODP_ERROR by default)', () => {
    expect(isFeedbackForm({ formType: 'FEEDBACK' })).toBe(true)
    expect(isFeedbackForm({ formType: 'ODP_ERROR' })).toBe(false)
    expect(activateEventType('DELL_ERROR')).toBe('DELL_ERROR_ACTIVATE')
    expect(activateEventType('')).toBe('ODP_ERROR_ACTIVATE')
    expect(activateEventType(null)).toBe('ODP_ERROR_ACTIVATE')
  })

  it('words names for messages', () => {
    expect(humanName('businessZip')).toBe('business zip')
    expect(humanName('years_in_business')).toBe('years in business')
    expect(enterYour('comments')).toBe('Please enter your comments')
  })
})
