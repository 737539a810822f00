import { describe, expect, it } from 'vitest'
import { checkedText, inTurn, quantile, sliceOrder, summarize, type Figure } from './pairs'

const throughput = (ratios: number[]): Figure => ({
  key: 'x.rps',
  measure: 'x',
  unit: 'req/s',
  better: 'higher',
  ratioTarget: 0.85,
  pairs: ratios.map((r) => ({ app: r * 1000, baseline: 1000 })),
})

describe('benchmark pairs', () => {
  it('interpolates quartiles between ranks', () => {
    expect(quantile([5, 1, 4, 2, 3], 0.25)).toBe(2)
    expect(quantile([1, 2, 3, 4], 0.25)).toBeCloseTo(1.75)
    expect(quantile([], 0.5)).toBeNaN()
  })

  it('meets a throughput target only when the lower quartile of the ratios does', () => {
    // Median 0.90, but two of five pairs below 0.85: the lower quartile (0.84) decides.
    const noisy = summarize(throughput([0.83, 0.84, 0.9, 0.95, 0.96]))
    expect(noisy.ratio).toBeCloseTo(0.9)
    expect(noisy.met).toBe('NOT met')
    expect(summarize(throughput([0.8, 0.86, 0.9, 0.95, 0.96])).met).toBe('met')
  })

  it('checks the upper quartile of a time that should be low, and both targets when there are two', () => {
    const step: Figure = {
      key: 'client.step.p95',
      measure: 'step',
      unit: 'ms',
      digits: 1,
      better: 'lower',
      limit: 100,
      ratioTarget: 1.1,
      pairs: [90, 92, 95, 104, 140].map((app) => ({ app, baseline: 100 })),
    }
    const slow = summarize(step)
    expect(slow.appQ3).toBe(104)
    expect(slow.met).toBe('NOT met') // within 1.10× of the bare page, but the upper quartile is over 100 ms
    expect(checkedText(step, slow)).toBe('104.0 ms, 1.04×')
    step.pairs = [60, 62, 65, 70, 71].map((app) => ({ app, baseline: 50 }))
    expect(summarize(step).met).toBe('NOT met') // under 100 ms, but 1.40× the bare page
    step.pairs = [60, 62, 65, 70, 140].map((app) => ({ app, baseline: 70 }))
    expect(summarize(step).met).toBe('met') // one slow pair does not decide
  })

  it('never meets a figure with failed requests, nor one without pairs', () => {
    expect(summarize({ ...throughput([1, 1, 1, 1, 1]), errors: 3 }).met).toBe('NOT met')
    expect(summarize(throughput([])).met).toBe('NOT met')
    expect(summarize({ ...throughput([0.5]), ratioTarget: undefined }).met).toBe('')
  })

  it('measures the baseline first in even pairs and the app first in odd ones', async () => {
    const order: string[] = []
    const side = (name: string) => async () => {
      order.push(name)
      return name
    }
    for (let pair = 0; pair < 4; pair++)
      expect(await inTurn(pair, side('app'), side('baseline'))).toEqual({ app: 'app', baseline: 'baseline' })
    expect(order).toEqual(['baseline', 'app', 'app', 'baseline', 'baseline', 'app', 'app', 'baseline'])
  })
})

describe('slices of a figure', () => {
  it('loads each side once forwards, then once backwards', () => {
    expect(sliceOrder(2)).toEqual([0, 1, 1, 0])
    expect(sliceOrder(3)).toEqual([0, 1, 2, 2, 1, 0])
    expect(sliceOrder(1)).toEqual([0, 0])
  })
})
