import type { CollectionConfig } from 'payload'

import { Authors } from './Authors'
import { Benefits } from './Benefits'
import { BusinessAccounts } from './BusinessAccounts'
import { DevMailbox } from './DevMailbox'
import { Events } from './Events'
import { Faqs } from './Faqs'
import { FormSubmissions } from './FormSubmissions'
import { Forms } from './Forms'
import { Guides } from './Guides'
import { Media } from './Media'
import { Members } from './Members'
import { OrderImports } from './OrderImports'
import { Pages } from './Pages'
import { QuoteFiles } from './QuoteFiles'
import { ProductCollections } from './ProductCollections'
import { Products } from './Products'
import { Reads } from './Reads'
import { Resources } from './Resources'
import { SideCards } from './SideCards'
import { StatItems } from './StatItems'
import { Users } from './Users'
import { VendorOrders } from './VendorOrders'
import { Vendors } from './Vendors'

/** Every collection, in the order the admin lists them within their groups. */
export const collections: CollectionConfig[] = [
  Pages,
  Benefits,
  Guides,
  Reads,
  Events,
  Resources,
  Faqs,
  Authors,
  StatItems,
  SideCards,
  Media,
  Vendors,
  Products,
  ProductCollections,
  Members,
  BusinessAccounts,
  VendorOrders,
  OrderImports,
  Forms,
  FormSubmissions,
  QuoteFiles,
  Users,
  DevMailbox,
]
