export { Button, type ButtonProps } from './button/Button.tsx';
