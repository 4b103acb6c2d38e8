import { describe, expect, it } from "vitest";
import { armedOnConfirm, decideAlert, type AlertRuleState } from "./alert-rule.ts";

const price = (armed: boolean, targetPrice = 10): AlertRuleState => ({ kind: "price", targetPrice, armed });
const stock = (armed: boolean): AlertRuleState => ({ kind: "stock", targetPrice: null, armed });

describe("the price alert rule", () => {
  it("fires an armed alert when the lowest in-stock price is at or under the target", () => {
    expect(decideAlert(price(true), 10)).toBe("fire");
    expect(decideAlert(price(true), 9.99)).toBe("fire");
    expect(decideAlert(price(true), 10.01)).toBe("keep");
  });

  it("does not fire again while the price stays at or under the target", () => {
    expect(decideAlert(price(false), 9)).toBe("keep");
    expect(decideAlert(price(false), 10)).toBe("keep");
  });

  it("re-arms only once the price is back above the target", () => {
    expect(decideAlert(price(false), 10.01)).toBe("rearm");
    expect(decideAlert(price(true), 12)).toBe("keep");
  });

  it("neither fires nor re-arms while nothing is in stock", () => {
    expect(decideAlert(price(true), null)).toBe("keep");
    expect(decideAlert(price(false), null)).toBe("keep");
  });

  it("follows a whole run of imports: one fire per drop", () => {
    const prices = [12, 9, 8, 9.5, null, 9, 11, 10, 10, 13, 7];
    let state = price(true);
    const fired: number[] = [];
    prices.forEach((p, i) => {
      const decision = decideAlert(state, p);
      if (decision === "fire") fired.push(i);
      if (decision !== "keep") state = { ...state, armed: decision === "rearm" };
    });
    // Drops: 12→9 (index 1), 11→10 (index 7), 13→7 (index 10); out of stock and back at 9 is not a new drop.
    expect(fired).toEqual([1, 7, 10]);
  });

  it("never fires a price alert without a target", () => {
    expect(decideAlert({ kind: "price", targetPrice: null, armed: true }, 1)).toBe("keep");
  });
});

describe("the back-in-stock alert rule", () => {
  it("fires when something is in stock, then re-arms only once nothing is", () => {
    expect(decideAlert(stock(true), 25)).toBe("fire");
    expect(decideAlert(stock(false), 25)).toBe("keep");
    expect(decideAlert(stock(false), null)).toBe("rearm");
    expect(decideAlert(stock(true), null)).toBe("keep");
  });

  it("starts armed only when the product is out of stock at confirmation", () => {
    expect(armedOnConfirm("stock", null)).toBe(true);
    expect(armedOnConfirm("stock", 12.5)).toBe(false);
    expect(armedOnConfirm("price", 12.5)).toBe(true);
    expect(armedOnConfirm("price", null)).toBe(true);
  });
});
