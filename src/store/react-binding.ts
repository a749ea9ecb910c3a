/**
 * Binds React to the store's hook (app-store.ts): imported by the app's code (mount-app.tsx) before
 * anything renders, so React stays out of the first load (boot and the first player use the store without
 * it).
 */
import { useStore } from 'zustand';
import { bindAppStoreToReact } from './app-store';

bindAppStoreToReact(useStore);
