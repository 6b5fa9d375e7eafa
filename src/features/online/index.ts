// What other features use from the sessions (the screen itself is lazy, via screens.ts).
export { MySessionsCard } from './MySessionsCard';
