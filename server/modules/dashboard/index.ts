// The dashboard module's face (issue 18): the back office's landing page. It owns no table; it
// shows figures each module gives of its own.
import './admin-graphql.ts';
