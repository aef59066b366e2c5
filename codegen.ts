import type { CodegenConfig } from '@graphql-codegen/cli';

// One schema, two outputs: the BFF's resolver types and the web client's typed documents.
const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['web/src/**/*.{ts,tsx}', '!web/src/gql/**', '!web/src/**/*.test.{ts,tsx}'],
  ignoreNoDocuments: true,
  generates: {
    'server/graphql/generated/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        contextType: '../context.js#GraphQLContext',
        useIndexSignature: true,
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { DateTime: 'string', ID: 'string' },
        mappers: {
          User: '../../lab-client/types.js#LabUser',
          Address: '../../lab-client/types.js#LabAddress',
          GeneralStats: '../../lab-client/types.js#LabGeneralStats',
          Location: '../../lab-client/types.js#LabLocation',
          ZipCode: '../../lab-client/types.js#LabZipCode',
          WaitlistEntry: '../../lab-client/types.js#LabWaitlistEntry',
          Order: '../../lab-client/types.js#LabOrderWrapper',
          OrderCustomer: '../../lab-client/types.js#LabOrderCustomer',
          OrderLine: '../../lab-client/types.js#LabOrderLine',
          FilmRoll: '../../lab-client/types.js#LabFilmRoll',
          RollEventEntry: '../../lab-client/types.js#LabRollEventEntry',
          Shipment: '../../lab-client/types.js#LabShipment',
          PickUp: '../../lab-client/types.js#LabPickUp',
          RollEventRoll: '../../lab-client/types.js#LabRollEventRoll',
          RollEventDay: '../../lab-client/types.js#LabRollEventDay',
          SocialSubmission: '../../lab-client/social.js#LabSocialSubmission',
          Subscriber: '../../lab-client/subscribers.js#LabSubscriber',
          Messenger: '../../lab-client/messengers.js#LabMessenger',
          MessengerHours: '../../lab-client/messengers.js#LabMessengerHours',
          RouteStop: '../../lab-client/messengers.js#LabStop',
          Route: '../../lab-client/messengers.js#LabRoute',
          Product: '../../lab-client/products.js#LabProduct',
          MembershipPlan: '../mappers.js#MembershipPlanSource',
          Membership: '../mappers.js#MembershipSource',
          PriceColumn: '../mappers.js#PriceColumnSource',
        },
      },
    },
    'web/src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: { enumsAsTypes: true, useTypeImports: true, scalars: { DateTime: 'string' } },
    },
  },
};

export default config;
