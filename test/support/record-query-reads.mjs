/**
 * Loaded into a test server with `node --import` (app/server/page-parameters.integration.test.ts):
 * writes the name of every query parameter the server's code asks a URL's `searchParams` for
 * (`get`, `getAll`, `has`) to the file named by QUERY_READS_LOG, one a line, and `*` whenever
 * one is walked whole (iterated, `forEach`, `keys`, `entries`). Parameters made from other text
 * (the contact page reading the estimate carried in its `estimate` parameter) are not a URL's
 * and are left out. The test reads the file between requests it sends one at a time to learn
 * what each page reads.
 */
import fs from "node:fs";

const log = process.env.QUERY_READS_LOG;
if (log) {
  const ofUrl = new WeakSet();
  const searchParams = Object.getOwnPropertyDescriptor(URL.prototype, "searchParams");
  Object.defineProperty(URL.prototype, "searchParams", {
    ...searchParams,
    get() {
      const params = searchParams.get.call(this);
      ofUrl.add(params);
      return params;
    },
  });
  const proto = URLSearchParams.prototype;
  for (const method of ["get", "getAll", "has"]) {
    const original = proto[method];
    proto[method] = function (name, ...rest) {
      if (ofUrl.has(this)) fs.appendFileSync(log, `${name}\n`);
      return original.call(this, name, ...rest);
    };
  }
  for (const method of ["entries", "keys", "values", "forEach", Symbol.iterator]) {
    const original = proto[method];
    proto[method] = function (...args) {
      if (ofUrl.has(this)) fs.appendFileSync(log, "*\n");
      return original.apply(this, args);
    };
  }
}
