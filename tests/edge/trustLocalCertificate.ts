import { trustLocalCertificate } from '../../scripts/lib/localCertificate.ts';

// Every test worker talks to https://localhost servers that use the local certificate.
trustLocalCertificate();
