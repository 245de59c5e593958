import type { AnyRoute } from '@tanstack/react-router';

// The student portal (/student-portal).
export const portalRoutes: AnyRoute[] = [];
