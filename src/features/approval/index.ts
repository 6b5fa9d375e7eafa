// What other features use from the approval screens (the screen itself is lazy, via screens.ts).
export { JoinSchoolCard } from './JoinSchoolCard';
