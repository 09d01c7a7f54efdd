import type { TextField } from 'payload'

/** 'Café Payroll & HR!' → 'cafe-payroll-hr'. Slugs end up in addresses, so only a-z, 0-9 and '-'. */
export function slugify(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

interface SlugFieldOptions {
  /** Sibling field the slug is made from when an operator leaves it empty. */
  from?: string
  description?: string
}

/**
 * A unique, indexed slug that addresses one document in links (src/lib/links.ts). Filled from
 * another field when empty, and always normalised, so an operator cannot save a slug that would
 * break a URL.
 */
export function slugField(name: string, { from, description }: SlugFieldOptions = {}): TextField {
  return {
    name,
    type: 'text',
    required: true,
    unique: true,
    index: true,
    admin: {
      position: 'sidebar',
      description:
        description ?? (from ? 'Part of the address. Made from the title when left empty.' : 'Part of the address.'),
    },
    hooks: {
      beforeValidate: [
        ({ value, siblingData }) => {
          const own = typeof value === 'string' ? value.trim() : ''
          const source = own || (from && typeof siblingData?.[from] === 'string' ? siblingData[from] : '')
          return source ? slugify(source) : value
        },
      ],
    },
  }
}
