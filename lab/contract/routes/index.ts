// Every area's contract registers itself on import (define.ts `defineRoutes`).
import './account';
import './auth';
import './catalogue';
import './orders';
import './exposures';
import './scans';
import './sessions';
import './shares-and-files';
