// The part of negotiator 0.6 that json-answer.server.ts uses, typed as the library behaves: encoding's second
// argument is the preference order for ties (compression/index.js passes ["br", "gzip"]), which
// @types/negotiator does not declare.
declare module "negotiator" {
  export default class Negotiator {
    constructor(request: { headers: Record<string, string | undefined> });
    encoding(available: readonly string[], preferred?: readonly string[]): string | undefined;
  }
}
