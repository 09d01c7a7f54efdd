import type { ReadSeed } from '../types'

import { cashFlowForecast } from './cash-flow-forecast'
import { choosingAShippingSpeed } from './choosing-a-shipping-speed'
import { commercialLeaseQuestions } from './commercial-lease-questions'
import { cutShippingCosts } from './cut-shipping-costs'
import { cybersecurityRoutine } from './cybersecurity-routine'
import { sCorporationOwnerPay } from './s-corporation-owner-pay'

export const readSeeds: ReadSeed[] = [
  sCorporationOwnerPay,
  commercialLeaseQuestions,
  choosingAShippingSpeed,
  cybersecurityRoutine,
  cutShippingCosts,
  cashFlowForecast,
]
