/**
 * zod without its compiled fast path, set before any schema is made (boot.ts imports this first): the
 * widget parses a handful of objects once each, where compiling a parser per schema with `new Function`
 * costs more main-thread time before the first frame than it saves; and no eval means the widget runs
 * under a Content-Security-Policy without 'unsafe-eval'.
 */
import { config } from 'zod/mini';

config({ jitless: true });
