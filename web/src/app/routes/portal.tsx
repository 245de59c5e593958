import type { AnyRoute } from '@tanstack/react-router';

// The student portal (/student-portal), a child of publicLayoutRoute (./public).
export const portalPages: AnyRoute[] = [];
