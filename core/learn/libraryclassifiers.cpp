// The entry point of the neardup_classifiers module (learn/libraryclassifiers.h).
#include "learn/libraryclassifiers.h"

#include "learn/liblinearclassifier.h"
#include "learn/opencvclassifier.h"
#include "learn/xgboostclassifier.h"

extern "C" Q_DECL_EXPORT nd::learn::Classifier *neardup_create_library_classifier(const QString &kind)
{
    using namespace nd::learn;
    if (OpenCvClassifier::kinds().contains(kind))
        return new OpenCvClassifier(kind);
    if (kind == LiblinearClassifier::kind())
        return new LiblinearClassifier;
    if (kind == XgboostClassifier::kind())
        return new XgboostClassifier;
    return nullptr;
}
