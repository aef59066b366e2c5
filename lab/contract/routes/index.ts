// Every area's contract registers itself on import (define.ts `defineRoutes`).
import './account';
import './auth';
import './catalogue';
import './community-gallery';
import './couriers';
import './live-events';
import './orders';
import './exposures';
import './film-rolls';
import './payments';
import './places';
import './prints';
import './public-pages';
import './scans';
import './sessions';
import './shares-and-files';
import './vendor-orders';
