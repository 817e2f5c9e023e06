import { ShellApp } from './src/shell-app';

export default ShellApp;
