/**
 * `npm run api:types`: regenerates app/clients/api-types.ts from the OpenAPI description. Run it
 * after changing a call or a schema the API describes, and commit the result: the typed-client test
 * fails while the committed types differ from what the server describes.
 */
import fs from "node:fs";
import { API_TYPES_FILE, apiTypesSource, buildApiDescription } from "./api-contract";

fs.writeFileSync(API_TYPES_FILE, await apiTypesSource(await buildApiDescription()));
console.log(`Wrote ${API_TYPES_FILE}`);
