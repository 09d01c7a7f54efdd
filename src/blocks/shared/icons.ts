import {
  BadgePercent,
  Briefcase,
  Building2,
  Calendar,
  CircleCheck,
  CreditCard,
  FileText,
  Handshake,
  Headset,
  Laptop,
  Lightbulb,
  type LucideIcon,
  MessageCircle,
  Package,
  PiggyBank,
  Printer,
  Rocket,
  ShieldCheck,
  Sparkles,
  Store,
  Trophy,
  Truck,
  Users,
} from 'lucide-react'

import type { FeatureIconName } from './icon-options'

const FEATURE_ICONS: Record<FeatureIconName, LucideIcon> = {
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

export function featureIcon(name: string | null | undefined): LucideIcon | null {
  return name && Object.hasOwn(FEATURE_ICONS, name) ? FEATURE_ICONS[name as FeatureIconName] : null
}
