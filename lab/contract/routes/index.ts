// Every area's contract registers itself on import (define.ts `defineRoutes`).
import './account';
import './auth';
import './catalogue';
import './keyset-pages';
import './orders';
import './scans';
import './shares-and-files';
