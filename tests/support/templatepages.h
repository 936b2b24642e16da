#pragma once

#include <QString>

// Hand-made news pages for main-content extraction: two site templates (a
// navigation bar, a side menu with an advertisement, link lists of related
// stories and reader comments, a footer) and two articles to put in them.
namespace nd::test {

struct Article
{
    QString title;
    QString paragraphs[3];

    // The main content expected from either template: the headline and the
    // paragraphs, one block per line.
    QString expectedMainContent() const
    {
        return title + u'\n' + paragraphs[0] + u'\n' + paragraphs[1] + u'\n' + paragraphs[2];
    }
};

inline Article bridgeArticle()
{
    return {QStringLiteral("Council approves new bridge over the river"),
            {QStringLiteral("The city council voted on Tuesday to build a new bridge across the river, ending a debate "
                            "that has divided residents of both banks for more than ten years."),
             QStringLiteral("Engineers expect construction to begin next spring and to last about three years, with "
                            "one lane kept open for buses and bicycles while the old crossing is taken down."),
             QStringLiteral("Opponents of the plan said they would continue to argue that the money should be spent "
                            "on repairing the roads and schools that the town already has.")}};
}

inline Article libraryArticle()
{
    return {QStringLiteral("Library extends its opening hours for students"),
            {QStringLiteral("The central library will stay open until midnight during the examination period, the "
                            "university announced on Friday after a petition signed by four thousand students."),
             QStringLiteral("Extra staff will be hired for the evening shifts, and the reading rooms on the upper "
                            "floors will be heated for the first time since the building was renovated."),
             QStringLiteral("Librarians welcomed the decision but asked readers to keep the quiet floors quiet and to "
                            "return borrowed laptops before the desks close at eleven.")}};
}

// A site with a header, a navigation list, related stories under a linked
// heading and a footer of a copyright line and links.
inline QString dailyExamplePage(const Article &article)
{
    return QStringLiteral(
               "<!DOCTYPE html><html><head><title>The Daily Example</title><script>var x = '<p>no</p>';</script>"
               "</head><body><div id=\"header\"><h2>The Daily Example</h2><ul class=\"nav\">"
               "<li><a href=\"/\">Home</a></li><li><a href=\"/news\">News</a></li><li><a href=\"/sport\">Sport</a></li>"
               "<li><a href=\"/weather\">Weather</a></li><li><a href=\"/contact\">Contact us</a></li></ul></div>"
               "<div id=\"content\"><h1>%1</h1><p>%2</p><p>%3</p><p>%4</p></div>"
               "<div id=\"related\"><h3><a href=\"/related\">Related stories</a></h3><ul>"
               "<li><a href=\"/a\">Mayor opens new park on the east side</a></li>"
               "<li><a href=\"/b\">Storm closes coastal road for two days</a></li>"
               "<li><a href=\"/c\">School board approves new budget plan</a></li></ul></div>"
               "<div id=\"footer\"><p>Copyright 2026 The Daily Example. All rights reserved.</p>"
               "<p><a href=\"/privacy\">Privacy</a> | <a href=\"/terms\">Terms</a></p></div></body></html>")
        .arg(article.title, article.paragraphs[0], article.paragraphs[1], article.paragraphs[2]);
}

// Another site: a login bar, a table layout with a side menu and an
// advertisement, reader comments and a footer of links; unclosed list items.
inline QString exampleWirePage(const Article &article)
{
    return QStringLiteral(
               "<html><head><title>Example Wire</title><style>.side { width: 20% }</style></head><body>"
               "<div class=\"top\"><a href=\"/\"><img src=\"logo.png\" alt=\"Example Wire\"></a> "
               "<a href=\"/login\">Log in</a> | <a href=\"/subscribe\">Subscribe today</a></div>"
               "<table><tr><td class=\"side\"><ul><li><a href=\"/world\">World</a><li><a "
               "href=\"/business\">Business</a>"
               "<li><a href=\"/tech\">Technology</a></ul>"
               "<div class=\"ad\"><a href=\"http://ads.example/\">Advertisement: cheap flights to "
               "anywhere</a></div></td>"
               "<td class=\"main\"><h1>%1</h1><p>%2<p>%3<p>%4</td></tr></table>"
               "<div class=\"comments\"><h4><a href=\"#c\">Reader comments (2)</a></h4><ul>"
               "<li><a href=\"/u/1\">reader42</a> wrote: <a href=\"/c/1\">Great news</a></li></ul></div>"
               "<div class=\"footer\"><a href=\"/about\">About us</a> | <a href=\"/careers\">Careers</a> | "
               "<a href=\"/advertise\">Advertise with us</a><br>&copy; 2026 Example Wire</div></body></html>")
        .arg(article.title, article.paragraphs[0], article.paragraphs[1], article.paragraphs[2]);
}

} // namespace nd::test
