// What resolvers receive as the parent of each mapped GraphQL type (codegen.ts 'mappers').
export type { PlanInForce as MembershipSource } from '../domain/membership.js';
export type { MembershipPlan as MembershipPlanSource } from '../domain/plan-types.js';
export type { PriceColumn as PriceColumnSource } from '../domain/price-calculator.js';
