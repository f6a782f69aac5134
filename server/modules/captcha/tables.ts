// captcha: tables (being built for issue 4)
export {};
