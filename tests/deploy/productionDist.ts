/** Where `npm run test:deploy` builds the production environment, apart from dist/. */
export const productionDist = '.tmp/dist-production';
