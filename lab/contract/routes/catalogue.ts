// Contracts of this area's routes (see define.ts). Registered on import by routes/index.ts.
import { defineRoutes } from '../define';

defineRoutes({});
