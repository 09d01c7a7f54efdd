import { BadgePercent } from '@/components/icons/badge-percent'
import { Briefcase } from '@/components/icons/briefcase'
import { Building2 } from '@/components/icons/building-2'
import { Calendar } from '@/components/icons/calendar'
import { CircleCheck } from '@/components/icons/circle-check'
import { CreditCard } from '@/components/icons/credit-card'
import { FileText } from '@/components/icons/file-text'
import { Handshake } from '@/components/icons/handshake'
import { Headset } from '@/components/icons/headset'
import { Laptop } from '@/components/icons/laptop'
import { Lightbulb } from '@/components/icons/lightbulb'
import { MessageCircle } from '@/components/icons/message-circle'
import { Package } from '@/components/icons/package'
import { PiggyBank } from '@/components/icons/piggy-bank'
import { Printer } from '@/components/icons/printer'
import { Rocket } from '@/components/icons/rocket'
import { ShieldCheck } from '@/components/icons/shield-check'
import { Sparkles } from '@/components/icons/sparkles'
import { Store } from '@/components/icons/store'
import { Trophy } from '@/components/icons/trophy'
import { Truck } from '@/components/icons/truck'
import { Users } from '@/components/icons/users'
import { type IconComponent } from '@/components/icons/svg'

import type { FeatureIconName } from './icon-options'

const FEATURE_ICONS: Record<FeatureIconName, IconComponent> = {
  savings: PiggyBank,
  discount: BadgePercent,
  technology: Laptop,
  shipping: Truck,
  package: Package,
  printing: Printer,
  community: Users,
  events: Calendar,
  guides: FileText,
  protection: ShieldCheck,
  rewards: Sparkles,
  grant: Trophy,
  partnership: Handshake,
  store: Store,
  business: Building2,
  growth: Rocket,
  ideas: Lightbulb,
  services: Briefcase,
  payments: CreditCard,
  chat: MessageCircle,
  support: Headset,
  check: CircleCheck,
}

export function featureIcon(name: string | null | undefined): IconComponent | null {
  return name && Object.hasOwn(FEATURE_ICONS, name) ? FEATURE_ICONS[name as FeatureIconName] : null
}
