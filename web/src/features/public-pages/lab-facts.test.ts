import { describe, expect, it } from 'vitest';
import { ADD_ON_PRICES } from '../../../../server/domain/add-on-prices';
import { allInDevScanPrice } from '../../../../server/domain/plan-benefits';
import { planById } from '../../../../server/domain/plans';
import { ON_DEMAND_ROLL_PRICE } from '../landing/components/landing-sections';
import { landingPageByPath } from '../landing/data/landing-copy';
import { perTier, TIERS, usd } from './lab-facts';

// The content pages are static copy; this keeps their figures equal to the catalogue every other screen reads.
describe('the figures the content pages quote', () => {
  it.each(Object.values(TIERS))('match the server catalogue for $label', (tier) => {
    const plan = planById(tier.planId);
    const prices = ADD_ON_PRICES[tier.planId];
    expect(plan?.label).toBe(tier.label);
    expect(plan?.annualCostShown).toBe(tier.annualFee);
    expect(plan?.turnaround).toBe(tier.turnaround);
    expect(plan?.tiffsUnlocked).toBe(tier.tiffsUnlocked);
    expect({
      devScan: plan?.rollCredits,
      scan4K: plan?.scan4KCredits,
      rush: plan?.rushCredits,
      proScan: plan?.proScanCredits,
    }).toEqual(tier.credits);
    expect(tier.devScan).toEqual({
      c41: allInDevScanPrice(prices, 'C41'),
      e6: allInDevScanPrice(prices, 'E6'),
      ecn2: allInDevScanPrice(prices, 'ECN2'),
    });
    expect(tier.addOns).toEqual({
      rush: prices.rush,
      scan4K: prices.scan4K,
      proScan: prices.proScan,
      pushPull: prices.pushPull,
      halfFrames: prices.halfFrames,
      prints4x6: prices.prints4x6,
      cutSleeving: prices.cutSleeving,
      uncutSleeving: prices.uncutSleeving,
      returnNegatives: prices.returnNegatives,
    });
  });

  it('reads a price per tier as a sentence', () => {
    expect(perTier((tier) => tier.addOns.rush)).toBe(
      '$14.99 On Demand, $9.99 on Nice, $4.99 on Very Nice and included on Super Nice',
    );
  });
});

describe('the landing pages’ On Demand section', () => {
  it('quotes On Demand’s development and scanning per roll', () => {
    expect(ON_DEMAND_ROLL_PRICE).toBe(usd(TIERS.onDemand.devScan.c41));
  });
});

describe('the cheap-developing search page', () => {
  it('quotes On Demand and the lowest member price per roll from the catalogue', () => {
    const page = landingPageByPath('/cheap-film-developing-near-me');
    const onDemand = usd(TIERS.onDemand.devScan.c41);
    const memberFrom = usd(
      Math.min(TIERS.nice.devScan.c41, TIERS.veryNice.devScan.c41, TIERS.superNice.devScan.c41),
    );
    expect(page?.pageTitle).toContain(`From ${memberFrom} a Roll`);
    for (const text of [page?.metaDescription, page?.description]) {
      expect(text).toContain(memberFrom);
      expect(text).toContain(onDemand);
    }
  });
});
