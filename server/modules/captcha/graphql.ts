// captcha: graphql (being built for issue 4)
export {};
