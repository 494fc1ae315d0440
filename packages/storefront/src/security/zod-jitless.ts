// zod compiles object schemas with `new Function` when it may; to find out it tries once, which a
// Content-Security-Policy without 'unsafe-eval' reports as a violation. In the browser we tell it
// not to try: the schemas validate forms, where the compiled speed does not matter.
import { z } from 'zod';

if (typeof document !== 'undefined') z.config({ jitless: true });
