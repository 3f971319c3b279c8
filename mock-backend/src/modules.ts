/**
 * Every feature area of the mock, in registration order. To add an area (e.g. routes/commerce.ts,
 * routes/content.ts): export a `MockModule` from it and append it here — its `migrate(db)` runs
 * when the database opens, its `register(app)` adds the routes.
 */
import type { MockModule } from './context';
import { mailModule } from './mail';
import { authModule } from './routes/auth';
import { catalogueModule } from './routes/catalogue';
import { commerceModule } from './routes/commerce';
import { communicationModule } from './routes/communication';
import { manufacturersModule } from './routes/manufacturers';
import { contentModule } from './routes/content';
import { filesModule } from './routes/files';
import { fixturesModule } from './routes/fixtures';
import { ordersModule } from './routes/orders';
import { reviewsModule } from './routes/reviews';
import { siteModule } from './routes/site';
import { siteSetupModule } from './routes/site-setup';
import { testingModule } from './routes/testing';
import { translationsModule } from './routes/translations';
import { wishlistModule } from './routes/wishlist';

export const modules: MockModule[] = [
  mailModule,
  testingModule,
  fixturesModule,
  filesModule,
  authModule,
  catalogueModule,
  siteModule,
  siteSetupModule,
  wishlistModule,
  reviewsModule,
  contentModule,
  commerceModule,
  ordersModule,
  communicationModule,
  manufacturersModule,
  translationsModule,
];
